/**
 * Pages of the shipping section (rates, Ship Abroad, bulk upload, API key, pickups, tracking,
 * scan). Add a page here with the spec's route-table path and the permission it needs; the shell
 * mounts it under its guards on the next page load, with no shell release.
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, type SectionRoute } from '@exportdesk/portal-kit';

registerReactCopy('mfe_shipping', React);

const TrackParcels = lazy(() => import('./pages/TrackParcels'));
const RateCalculator = lazy(() => import('./pages/rates/RateCalculator'));
const ApiPage = lazy(() => import('./pages/api/ApiPage'));
const BulkUpload = lazy(() => import('./pages/bulk/BulkUpload'));
const ParcelList = lazy(() => import('./pages/parcels/ParcelList'));

const routes: SectionRoute[] = [
  { path: '/trackparcels', permission: 'account.self', title: 'Track Parcels', Component: TrackParcels },
  // Guarded (000 §2.1); any signed-in user compares rates.
  {
    path: '/ratecalculator/:details',
    permission: 'account.self',
    title: 'Postage Rate Calculator',
    Component: RateCalculator,
  },
  { path: '/trackmyparcel/track', permission: null, title: 'Track my parcel', Component: TrackParcels },
  { path: '/api', permission: 'apikey.manage', title: 'REST API', Component: ApiPage },
  { path: '/bulkupload', permission: 'orders.push', title: 'Bulk Upload', Component: BulkUpload },
  // Manage parcels (issue 15): every carrier's parcels at /orders, one carrier's at /boxes/{type}.
  { path: '/orders', permission: 'parcels.manage', title: 'Manage Parcels', Component: ParcelList },
  { path: '/boxes/:type', permission: 'parcels.manage', title: 'My Parcels', Component: ParcelList },
];

export default routes;
