/** `node api/dist/prepare.js`: create (MySQL), migrate and seed the database named by DATABASE_URL. */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seeds/demo-accounts';

const config = loadConfig();
const started = Date.now();
await prepareDatabase(config.databaseUrl, {
  portalRemotes: config.portalRemoteSeeds,
  demoData: config.demoData,
  firstAdmin: config.firstAdmin,
});
console.error(
  `Database ready (${config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'MySQL'}) in ${Date.now() - started} ms`,
);

// `npm start` prints the demo logins from the seed itself, so the table can never drift.
// Without demo data (a production site) there are no demo logins to print.
if (process.argv.includes('--logins-json')) {
  console.log(
    JSON.stringify(
      (config.demoData ? DEMO_ACCOUNTS : []).map((a) => ({
        role: a.role,
        userType: a.userType,
        username: a.username,
        password: DEMO_PASSWORD,
      })),
    ),
  );
}
