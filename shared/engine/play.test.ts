/**
 * The offline drivers on the toy game (a host task every round): playGame
 * stops where only the host could go on, playGameAsync performs the task and
 * applies its move as HOST, and both play the seats' moves alike.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGameDefinition, HOST } from './contract.js';
import { toyGame } from './conformance/toy-game.js';
import { type AppliedActorMove, type Player, playGame, playGameAsync } from './play.js';

const picker = { chooseMove: ({ legalMoves }: { legalMoves: unknown[] }) => legalMoves.at(-1) };
const toy: AnyGameDefinition = { ...toyGame, bots: { easy: picker, normal: picker, hard: picker } };
const players: Player[] = [picker, 'random'];

describe('playing a game offline', () => {
  it('plays a game with host tasks through to its result, the host\'s moves included', async () => {
    const heard: AppliedActorMove[] = [];
    const played = await playGameAsync(toy, 3, players, undefined, { onMove: (applied) => heard.push(applied) });
    expect(played.moves).toBe(6);
    expect(heard.map((applied) => applied.seat)).toEqual([0, 1, HOST, 0, 1, HOST]);
    expect(heard.filter((applied) => applied.seat === HOST).map((applied) => applied.move)).toEqual([
      { type: 'die', value: 4 },
      { type: 'die', value: 4 },
    ]);
    expect(played.result.scores[0]).toBeGreaterThan(0);
    expect(played.state).toEqual(heard.at(-1)?.state);
  });

  it('stops synchronously where only the host could go on, after the same seats\' moves', async () => {
    const heard: unknown[] = [];
    expect(() => playGame(toy, 3, players, undefined, { onMove: ({ move }) => heard.push(move) })).toThrow('toy: nobody may move and the game is not over (seed 3).');
    const asynchronous: unknown[] = [];
    await playGameAsync(toy, 3, players, undefined, { onMove: ({ move }) => asynchronous.push(move) });
    expect(heard).toEqual(asynchronous.slice(0, 2));
  });

  it('gives up after maxMoves, and refuses a table the game does not support', async () => {
    await expect(playGameAsync(toy, 3, players, undefined, { maxMoves: 4 })).rejects.toThrow('toy: no end after 4 moves (seed 3).');
    expect(() => playGame(toy, 3, [picker, picker, picker, picker])).toThrow(/shell:refusal\.playerCount/);
  });

  it('refuses a bot\'s move the game refuses, naming the seat', () => {
    const cheat: Player = { chooseMove: () => ({ type: 'pick', number: 9 }) };
    expect(() => playGame(toy, 3, [cheat, picker])).toThrow(/toy: seat 0 made a move that was refused \(shell:refusal\.malformedMoveAt/);
  });
});
