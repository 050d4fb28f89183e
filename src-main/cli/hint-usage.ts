// The hint command's usage, apart from the command: the dispatcher (commands.ts) prints it without loading the engines.

export const HINT_USAGE = `  smugglers hint --save FILE --seat N
      What the hard bot would do in seat N's place in a saved game, from what that seat can see, and why:
      one JSON object, { "move": …, "reason": { "key": …, "params": …, "text": "…" } } (text in English).
`;
