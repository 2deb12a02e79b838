// `npm run token -- <realm> --sub <id> [--permissions a,b] [--scope "a b"] [--token-use user|customer] [--expires 1h]`
import { tokenCommand } from './token-command.js';

try {
  console.log(await tokenCommand(process.argv.slice(2), process.env));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
