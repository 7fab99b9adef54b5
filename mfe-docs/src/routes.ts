/**
 * Pages of the documents section (PBE and dockets, docket documents, proof of export, EDF, MEIS,
 * GSTR, resources). Add a page with the spec's route-table path and its permission.
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, type SectionRoute } from '@exportdesk/portal-kit';

registerReactCopy('mfe_docs', React);

const Resources = lazy(() => import('./pages/Resources'));

const routes: SectionRoute[] = [
  { path: '/resources', permission: 'account.self', title: 'Helpful Resources', Component: Resources },
  { path: '/video-resources', permission: null, title: 'Resources', Component: Resources },
];

export default routes;
