// `npm run --silent keys -- signing [--alg ES256] [--rotate <file|-> [--second]] [--promote|--retire <kid> --from <file|->]`
import { keysCommand, readFileOrStdin } from './keys-command.js';

try {
  console.log(await keysCommand(process.argv.slice(2), readFileOrStdin));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
