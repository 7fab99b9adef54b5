/**
 * Pages of the shipping section (rates, Ship Abroad, bulk upload, API key, pickups, tracking,
 * scan). Add a page here with its path from the shipping part of core's ROUTE_TABLE, which holds
 * the permission it needs (issue 18, one rule in one place); the shell mounts it under its guards
 * on the next page load, with no shell release (the section ships the guard it read from core).
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, sectionRoutes } from '@exportdesk/portal-kit';

registerReactCopy('mfe_shipping', React);

const TrackParcels = lazy(() => import('./pages/TrackParcels'));
const RateCalculator = lazy(() => import('./pages/rates/RateCalculator'));
const ApiPage = lazy(() => import('./pages/api/ApiPage'));
const BulkUpload = lazy(() => import('./pages/bulk/BulkUpload'));
const ShipAbroad = lazy(() => import('./pages/shipabroad/ShipAbroad'));
const ScanParcel = lazy(() => import('./pages/scan/ScanParcel'));
const PickupRequests = lazy(() => import('./pages/pickups/PickupRequests'));
const ParcelList = lazy(() => import('./pages/parcels/ParcelList'));
const Inventory = lazy(() => import('./pages/inventory/Inventory'));
const DomesticShipments = lazy(() => import('./pages/domestic/DomesticShipments'));
const DomesticRateUpload = lazy(() => import('./pages/domestic/DomesticRateUpload'));

const DhlForm = lazy(() => import('./pages/carriers/DhlForm'));
const InitiateList = lazy(() => import('./pages/carriers/InitiateList'));
const carrierList = (name: 'DhlBoxes' | 'AramexParcels' | 'DelhiveryParcels' | 'DelhiveryBookings') =>
  lazy(() => import('./pages/carriers/CarrierParcels').then((m) => ({ default: m[name] })));
const DhlBoxes = carrierList('DhlBoxes');
const AramexParcels = carrierList('AramexParcels');
const DelhiveryParcels = carrierList('DelhiveryParcels');
const DelhiveryBookings = carrierList('DelhiveryBookings');

const routes = sectionRoutes('shipping', [
  { path: '/trackparcels', title: 'Track Parcels', Component: TrackParcels },
  // Guarded (000 §2.1); any signed-in user compares rates.
  {
    path: '/ratecalculator/:details',
    title: 'Postage Rate Calculator',
    Component: RateCalculator,
  },
  { path: '/trackmyparcel/track', title: 'Track my parcel', Component: TrackParcels },
  { path: '/api', title: 'REST API', Component: ApiPage },
  { path: '/bulkupload', title: 'Bulk Upload', Component: BulkUpload },
  // Open (000 §2.1): the page itself asks a visitor to sign in as a super user.
  { path: '/shipAbroad', title: 'Ship Abroad', Component: ShipAbroad },
  { path: '/scanparcel', title: 'Scan Parcel', Component: ScanParcel },
  {
    path: '/pickup/:page',
    // pickups.request: exporters and CHAs read their own requests; the super admin's desk answers them (pickups.manage).
    title: 'Pickup Requests',
    Component: PickupRequests,
  },
  // Manage parcels (issue 15): every carrier's parcels at /orders, one carrier's at /boxes/{type}.
  { path: '/orders', title: 'Manage Parcels', Component: ParcelList },
  { path: '/boxes/:type', title: 'My Parcels', Component: ParcelList },
  { path: '/inventory', title: 'Inventory', Component: Inventory },
  // Courier bookings (issue 15): book a parcel with a courier, its AWB, label and tracking.
  { path: '/dhl_form/:id', title: 'Book a parcel', Component: DhlForm },
  { path: '/dhlboxes/:type', title: 'DHL Parcels', Component: DhlBoxes },
  { path: '/aramexparcels', title: 'Aramex Parcels', Component: AramexParcels },
  {
    path: '/delhiveryparcels',
    title: 'Delhivery Parcels',
    Component: DelhiveryParcels,
  },
  {
    path: '/delhivery',
    title: 'Delhivery Bookings',
    Component: DelhiveryBookings,
  },
  {
    path: '/initiatelist',
    title: 'Initiated shipments',
    Component: InitiateList,
  },
  // Domestic shipments (issue 15): the domestic accounts and the versioned domestic rate card.
  {
    path: '/domesticshipments',
    title: 'Domestic Shipments',
    Component: DomesticShipments,
  },
  {
    path: '/domesticrateupload',
    title: 'Domestic Rate Upload',
    Component: DomesticRateUpload,
  },
]);

export default routes;
