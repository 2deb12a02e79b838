// `npm run check-env`: validates the environment for a deployment before it is rolled out.
// Exit 1 with every refused variable; warnings name what a deployment should still set.
import { checkDeployment } from '@platform/config';

const report = checkDeployment(process.env);
for (const error of report.errors) console.error(`✗ ${error}`);
for (const warning of report.warnings) console.warn(`! ${warning}`);
if (report.errors.length) {
  console.error(
    `\n${report.errors.length} problem(s): the service would refuse to start with this environment.`,
  );
  process.exit(1);
}
const c = report.config!;
const ports = [
  `tabs API on ${c.PORT}`,
  `resume API on ${c.API_PORT}`,
  `game API on ${c.GAME_PORT}`,
  `cards API on ${c.CARDS_PORT}`,
  `gateway on ${c.GATEWAY_PORT}`,
  `metrics on ${c.METRICS_HOST}:${c.METRICS_PORT}`,
];
console.log(`✓ environment accepted (NODE_ENV=${c.NODE_ENV}; ${ports.join(', ')})`);
