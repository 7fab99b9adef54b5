/**
 * Pages of the documents section (PBE and dockets, docket documents, proof of export, EDF, MEIS,
 * GSTR, resources). Add a page with the spec's route-table path and its permission.
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, type SectionRoute } from '@exportdesk/portal-kit';

registerReactCopy('mfe_docs', React);

const Resources = lazy(() => import('./pages/Resources'));
const PbeList = lazy(() => import('./pages/pbe/PbeList'));
const DocketDetail = lazy(() => import('./pages/docket/DocketDetail'));
const ExportProofList = lazy(() => import('./pages/proof/ExportProofList'));
const ProofOfExport = lazy(() => import('./pages/proof/ProofOfExport'));
const PostalBill = lazy(() => import('./pages/postalbill/PostalBill'));
const MeisList = lazy(() => import('./pages/meis/MeisList'));
const GeneratedMeis = lazy(() => import('./pages/meis/GeneratedMeis'));
const DgftReview = lazy(() => import('./pages/meis/DgftReview'));
const CsbList = lazy(() => import('./pages/csb/CsbList'));
const GstReport = lazy(() => import('./pages/gstr/GstReport'));
const ExportInvoice = lazy(() => import('./pages/exportinvoice/ExportInvoice'));
const Pboe = lazy(() => import('./pages/pboe/Pboe'));
const PbeTemplates = lazy(() => import('./pages/templates/PbeTemplates'));
const ExportDocuments = lazy(() => import('./pages/exportdocs/ExportDocuments'));

const routes: SectionRoute[] = [
  { path: '/resources', permission: 'account.self', title: 'Helpful Resources', Component: Resources },
  { path: '/video-resources', permission: null, title: 'Resources', Component: Resources },
  // Customs (5, 6) and CBIC land here after login (001 §2.1).
  { path: '/pbe', permission: 'dockets.view', title: 'My PBE', Component: PbeList },
  // Every document of the user's dockets, by kind and date, zipped on demand (issue 16).
  {
    path: '/export-documents',
    permission: 'dockets.view',
    title: 'My Documents',
    Component: ExportDocuments,
  },
  // Consignee and item templates for the parcel form (issue 15; the route table puts it in docs).
  { path: '/pbetemplate', permission: 'inventory.manage', title: 'PBE Templates', Component: PbeTemplates },
  // Docket detail (001 §2.14): the docket from ?docket= or from the PBE list's sessionStorage.
  { path: '/documents', permission: 'dockets.view', title: 'Docket documents', Component: DocketDetail },
  // Export proof list and proof of export (001 §2.5, §2.6); the postal bill print page (002 §2.5).
  {
    path: '/exportProof/:page',
    permission: 'dockets.view',
    title: 'Export Proof Docs',
    Component: ExportProofList,
  },
  {
    path: '/proofOfExport/:id',
    permission: 'dockets.view',
    title: 'Proof of Export',
    Component: ProofOfExport,
  },
  { path: '/postalbill/:docket', permission: 'dockets.view', title: 'Postal Bill', Component: PostalBill },
  // GST report (002 §2.8): GSTR-1 Table 6A of a month, per provider.
  { path: '/gstr', permission: 'gst.report', title: 'GST Report', Component: GstReport },
  // Export invoice of a parcel (type parcel, id = box id) or a docket: new from the orders, or the stored one.
  {
    path: '/newexportinvoice/:type/:id',
    permission: 'gst.report',
    title: 'New Export Invoice',
    Component: ExportInvoice,
  },
  {
    path: '/exportinvoice/:type/:id',
    permission: 'gst.report',
    title: 'Export Invoice',
    Component: ExportInvoice,
  },
  // The postal bill print reached from the route table's /pboe: a docket picker onto /postalbill/:docket.
  { path: '/pboe', permission: 'dockets.view', title: 'Postal Bill', Component: Pboe },
  // MEIS/RoDTEP claims (issue 16; 001 §2.11–2.13): listing, generated applications, DGFT review.
  { path: '/meis', permission: 'claims.view', title: 'MEIS Application', Component: MeisList },
  { path: '/generatemeis', permission: 'claims.view', title: 'My MEIS', Component: GeneratedMeis },
  { path: '/dgft', permission: 'claims.review', title: 'MEIS Review', Component: DgftReview },
  // My Docs > My CSB (issue 16): CSB-V rows of booked courier parcels.
  { path: '/csb', permission: 'account.self', title: 'My CSB', Component: CsbList },
];

export default routes;
