/** Every command of the `exportdesk` binary. Append new ones here. */
import type { Command } from 'commander';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerRates } from './rates';
import { registerHsn } from './hsn';
import { registerWhoami } from './whoami';
import { registerPortal } from './portal';
import { registerOrders } from './orders';
import { registerUpload } from './upload';
import { registerDockets } from './dockets';
import { registerDocs } from './docs';
import { registerGstr } from './gstr';
import { registerParcels } from './parcels';
import { registerBilling } from './billing';
import { registerReports } from './reports';
import { registerSubscription } from './subscription';
import { registerAgents } from './agents';
import { registerScan } from './scan';
import { registerDoctor } from './doctor';
import { registerWebhooks } from './webhooks';
import { registerListen } from './listen';

export const COMMANDS: Array<(program: Command) => void> = [
  registerLogin,
  registerWhoami,
  registerLogout,
  registerRates,
  registerHsn,
  registerPortal,
  registerOrders,
  registerUpload,
  registerDockets,
  registerDocs,
  registerGstr,
  registerParcels,
  registerBilling,
  registerReports,
  registerSubscription,
  registerAgents,
  registerScan,
  registerDoctor,
  registerWebhooks,
  registerListen,
];
