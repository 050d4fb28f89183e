// The CLI's refusals, in a module of their own so that the dispatcher (commands.ts) loads without the
// commands themselves: `serve` must not wait for the simulator's engines (issue #27: the menu within 1 s).

/** A refusal the CLI prints as one message (exit code 2), without a stack trace. */
export class CliError extends Error {}

/** A command line of the wrong shape (an unknown command or option, a missing flag): printed with the command's usage. */
export class UsageError extends CliError {}
