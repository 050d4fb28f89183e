/** The rules of Contrebandes, in our own words, for the rules panel. */
import { CardFace } from './CardArt';

export function ContrebandesRules() {
  return (
    <article className="cb-rules">
      <p className="cb-rules-lead">3 to 5 players. Slip goods past customs, bluff about what your mule carries, and keep a cheese handy.</p>

      <h3>Goal</h3>
      <p>Score the most points over the whole game by bringing goods home. Contraband is worth more than honest goods, but the customs officer is watching.</p>

      <h3>Cards</h3>
      <p>Everyone has the same eleven cards, and gets all of them back at the start of every night:</p>
      <ul>
        <li>
          Legal goods: <strong>clothes</strong> 2, 3, 3 and <strong>food</strong> 2, 3, 3.
        </li>
        <li>
          Contraband: <strong>wine</strong> 4, 6 and <strong>gold</strong> 4, 6.
        </li>
        <li>
          One <strong>stinking cheese</strong>, worth nothing — but no officer stays near it.
        </li>
      </ul>
      <div className="cb-rules-cards" aria-hidden="true">
        <CardFace card={1} size="sm" decorative />
        <CardFace card={4} size="sm" decorative />
        <CardFace card={7} size="sm" decorative />
        <CardFace card={9} size="sm" decorative />
        <CardFace card={10} size="sm" decorative />
      </div>

      <h3>A night and its quarters</h3>
      <p>
        The game lasts one night per player, and each player opens one of them as the customs officer (in turn, going
        clockwise). A night has four quarters. Each quarter goes: load the mules, declare, inspect, cash in. At the end of a
        quarter the officer hands the job to any other player for the next one.
      </p>

      <h3>Loading</h3>
      <p>
        Everyone, the officer too, secretly puts at least 2 cards from hand on their mule, all at the same time. Plan ahead:
        you need 2 cards for every quarter of the night. If you run short and cannot load in some quarter, your whole night
        is worth nothing. The table warns you before a load that would leave you short.
      </p>

      <h3>Declarations</h3>
      <p>
        Going round from the officer’s left, each player tells the officer what the mule carries: one kind per card. Everyone
        can see how many cards a mule holds, so only the kinds can be a lie. You may add a short message — a promise, a
        bribe, a joke. Nothing said is binding.
      </p>

      <h3>Inspection outcomes</h3>
      <p>The officer must open at least one mule. What happens depends on what is inside:</p>
      <ul>
        <li>
          <strong>A stinking cheese:</strong> the officer backs off and takes the cheese; the player keeps everything else. The
          officer may then open another mule or stop. If every other player turns out to carry a cheese, the officer loses
          all his own goods to the Caisse de Retraite.
        </li>
        <li>
          <strong>Only legal goods:</strong> the accusation was unfair. The officer hands all his goods (including anything
          seized this quarter) to that player, and the inspection is over.
        </li>
        <li>
          <strong>Any contraband:</strong> caught! The officer keeps the wine and gold for himself, the legal goods of that mule
          go to the Caisse de Retraite, and the officer may open another mule or stop.
        </li>
      </ul>

      <h3>Cashing</h3>
      <p>
        Whatever is still in front of a player when the inspection ends — his mule, and for the officer his seizures too —
        goes onto his cashed pile for the night.
      </p>

      <h3>End of night scoring</h3>
      <p>Cards left in hand are worth nothing. Each player adds up his cashed pile:</p>
      <ul>
        <li>
          <strong>Cheese:</strong> each cashed cheese wipes out your most valuable remaining card. A wiped-out card scores
          nothing and does not count towards a bonus. When several cards tie for the highest, the table picks for you the
          one that keeps you the most bonus cards.
        </li>
        <li>
          <strong>Bonus:</strong> 3 or 4 cards of the same good earn one card from the Caisse de Retraite; 5 or more earn two.
          Starting left of the last officer, each player takes all the cards he has earned while any remain, and adds their
          value.
        </li>
      </ul>

      <h3>End of game</h3>
      <p>After the last night, the highest total wins. Equal totals share the victory.</p>
    </article>
  );
}
