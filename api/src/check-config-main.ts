/**
 * `node api/dist/check-config.js [--json]`: the reasons production mode would refuse this
 * environment's settings, without starting anything (issue 23). Exit 0 when there are none, 1
 * otherwise. The settings are read as production mode reads them, whatever NODE_ENV says.
 */
import { loadProductionConfig } from './config';
import { productionReasons, reasonLines } from './config-check';

const { config, declaredEnv } = loadProductionConfig();
const reasons = productionReasons(config);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ready: reasons.length === 0, reasons }, null, 2));
} else if (reasons.length) {
  console.log(`Not ready for production mode, ${reasons.length} reason${reasons.length === 1 ? '' : 's'}:`);
  for (const l of reasonLines(reasons)) console.log(l);
} else {
  console.log('Ready for production mode: no setting is refused.');
}
if (declaredEnv !== 'production')
  console.error(
    `(NODE_ENV is ${declaredEnv}: the settings were checked as production mode would read them.)`,
  );
process.exitCode = reasons.length ? 1 : 0;
