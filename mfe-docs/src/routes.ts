/**
 * Pages of the documents section (PBE and dockets, docket documents, proof of export, EDF, MEIS,
 * GSTR, resources). Add a page with its path from the section's part of core's ROUTE_TABLE
 * (which holds its permission: issue 18, one rule in one place).
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, sectionRoutes } from '@exportdesk/portal-kit';

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

const routes = sectionRoutes('docs', [
  { path: '/resources', title: 'Helpful Resources', Component: Resources },
  { path: '/video-resources', title: 'Resources', Component: Resources },
  // Customs (5, 6) and CBIC land here after login (001 §2.1).
  { path: '/pbe', title: 'My PBE', Component: PbeList },
  // Every document of the user's dockets, by kind and date, zipped on demand (issue 16).
  {
    path: '/export-documents',
    title: 'My Documents',
    Component: ExportDocuments,
  },
  // Consignee and item templates for the parcel form (issue 15; the route table puts it in docs).
  { path: '/pbetemplate', title: 'PBE Templates', Component: PbeTemplates },
  // Docket detail (001 §2.14): the docket from ?docket= (core's docketPagePath).
  { path: '/documents', title: 'Docket documents', Component: DocketDetail },
  // Export proof list and proof of export (001 §2.5, §2.6); the postal bill print page (002 §2.5).
  {
    path: '/exportProof/:page',
    title: 'Export Proof Docs',
    Component: ExportProofList,
  },
  {
    path: '/proofOfExport/:id',
    title: 'Proof of Export',
    Component: ProofOfExport,
  },
  { path: '/postalbill/:docket', title: 'Postal Bill', Component: PostalBill },
  // GST report (002 §2.8): GSTR-1 Table 6A of a month, per provider.
  { path: '/gstr', title: 'GST Report', Component: GstReport },
  // Export invoice of a parcel (type parcel, id = box id) or a docket: new from the orders, or the stored one.
  {
    path: '/newexportinvoice/:type/:id',
    title: 'New Export Invoice',
    Component: ExportInvoice,
  },
  {
    path: '/exportinvoice/:type/:id',
    title: 'Export Invoice',
    Component: ExportInvoice,
  },
  // The postal bill print reached from the route table's /pboe: a docket picker onto /postalbill/:docket.
  { path: '/pboe', title: 'Postal Bill', Component: Pboe },
  // MEIS/RoDTEP claims (issue 16; 001 §2.11–2.13): listing, generated applications, DGFT review.
  { path: '/meis', title: 'MEIS Application', Component: MeisList },
  { path: '/generatemeis', title: 'My MEIS', Component: GeneratedMeis },
  { path: '/dgft', title: 'MEIS Review', Component: DgftReview },
  // My Docs > My CSB (issue 16): CSB-V rows of booked courier parcels.
  { path: '/csb', title: 'My CSB', Component: CsbList },
]);

export default routes;
