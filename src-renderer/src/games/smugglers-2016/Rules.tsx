/** The rules of Smugglers (2016), in our own words and short, for the rules panel. */
export function SmugglersRules() {
  return (
    <article className="sm-rules">
      <p>2 to 4 players. Wrap a treat in putty, roll the ball through a hole in the fence, and bluff the inspector.</p>

      <h3>Goal</h3>
      <p>
        Be the first to hold 7 tokens of one kind (sweet or sour), or 5 of each. The short game needs 5 of one kind or 4 of
        each. The game ends the moment someone gets there.
      </p>

      <h3>A round</h3>
      <ol>
        <li>
          <strong>The boss.</strong> The starting player rolls the die; the boss walks that many slots to the right along the
          smuggling aid (round the edge back to the left). The lane behind him, and its hole, is this round's test. On a red
          5 or 6 nobody knows the hole yet: sculpt first, then the die is rolled again.
        </li>
        <li>
          <strong>Sculpting.</strong> Everyone at once, before the hourglass runs out: pull putty off your bag into a ball,
          roll it round, and hide a sweet treat, a sour treat or (if you have one) a stink bomb in it. More putty makes a
          bigger ball: bigger wins the office, but must still fit through the hole.
        </li>
        <li>
          <strong>The test.</strong> In turn, drag your ball back and let go. Through the fence: to the bar. Stopped short:
          push again. Stuck: one more try, and you may roll the ball rounder once before it. Stuck twice: to the junk room.
        </li>
        <li>
          <strong>The scale.</strong> The heaviest ball in the bar takes armchair 1 of the boss's office, the next armchair 2;
          others go to the junk room. Balls too close to tell apart go to a die roll-off. Nobody through: the round ends.
        </li>
        <li>
          <strong>Inspection.</strong> The office inspects junk-room balls by naming what they hide. Right: the inspector
          takes a token of that treat (or the stink bomb). Wrong: the owner takes a token of his treat, or, if it was a stink
          bomb, one token of his choice from the inspector.
        </li>
        <li>
          <strong>Reveals.</strong> Balls not inspected open: a treat earns a token of its kind, a stink bomb steals a token
          from any opponent.
        </li>
      </ol>

      <h3>On this table</h3>
      <ul>
        <li>Everyone watches every ball roll: the same physics as the host, replayed frame by frame.</li>
        <li>No sizes or masses are shown as numbers, only the balls and the scale.</li>
        <li>
          Keyboard: focus the push pad, set the pull with the arrow keys (Shift for fine steps), and let go with Space or
          Enter.
        </li>
      </ul>
    </article>
  );
}
