import type { Command } from 'commander';
import type { CommandModule } from './command-context.js';

/**
 * Commander action that imports the command's module only when that command runs: `mfm search`
 * never loads zod, the capture pipeline or the embedder (the bench budget is 80 ms start to exit).
 */
export function lazy(load: () => Promise<CommandModule>) {
  return async (...actionArgs: unknown[]): Promise<void> => {
    const command = actionArgs[actionArgs.length - 1] as Command;
    const module = await load();
    await module.run(command.processedArgs, command.opts(), command.name());
  };
}
