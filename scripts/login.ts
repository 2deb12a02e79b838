// `npm run login -- [--realm cards --realm game] [--json] [--open]`: sign in from a terminal.
import { loginCommand, UsageError } from './login-command.js';

try {
  console.log(
    await loginCommand(process.argv.slice(2), process.env, { tell: (line) => console.error(line) }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(error instanceof UsageError ? 2 : 1);
}
