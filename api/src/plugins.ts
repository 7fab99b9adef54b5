/** Every API area, one Hapi plugin each. Append new areas here. */
import type { Plugin } from '@hapi/hapi';
import { authPlugin } from './modules/auth';
import { healthPlugin } from './modules/health';
import { organizationsPlugin } from './modules/organizations';
import { ratesPlugin } from './modules/rates';

export const API_PLUGINS: Plugin<any>[] = [healthPlugin, authPlugin, organizationsPlugin, ratesPlugin];
