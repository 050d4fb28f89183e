/**
 * The guided first game of Smugglers (2016), played to its end in French with
 * the table's real controls: from the menu's Learn to play, the sculpting
 * station's buttons (a stink bomb refused with the step's hint first), Bruno's
 * ball stuck twice, the push button, an inspection, every step in turn. The bots'
 * pace is 0 and others' rolls are skipped to their end, so nothing waits
 * (docs/tutorials.md).
 */
import { expect, test } from './fixtures';
import { checkFit } from './fit';
import { tableWords } from './smugglers-2016';
import { atStep, expectFinished, next, openTutorial, readSteps } from './tutorial';
import { escapeRegExp, words, wordsPrefix } from './words';

test.describe('Smugglers (2016): the guided first game', () => {
  test.use({ hostSettings: { botDelayMs: 0, playerName: 'Rosa', language: 'fr', tableSpeed: 'skip' } });

  test('plays to its end in French with the real controls', async ({ page, host }) => {
    const say = words('fr', 'smugglers-2016');
    const table = tableWords('fr');
    await openTutorial(page, host.url, 'smugglers-2016', 'Étape 1 sur 10', say('tutorial.welcome'));
    // The step points at the sculpting station: a ring round it, an arrow at it.
    await expect(page.getByTestId('tutorial-ring')).toHaveCount(1);
    await expect(page.getByTestId('tutorial-arrow')).toBeVisible();
    await checkFit(page, 'Smugglers (2016) tutorial: the first step, over the sculpting station');
    await next(page);
    await readSteps(page, 'hole', 'hourglass');

    // A stink bomb is refused with the step's words; a sweet treat in the same ball goes through.
    await atStep(page, 'sculpt');
    const station = page.getByTestId('sm-sculpt');
    // Ten pinches and three strokes: the button once, then the hands' keys (quicker).
    await station.getByRole('button', { name: table.addPinch }).click();
    await station.getByRole('application').focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('+');
    for (let i = 0; i < 3; i++) await page.keyboard.press('r');
    await station.getByRole('radio', { name: say('sculpt.kind.stink') }).check();
    await station.getByRole('button', { name: table.done, exact: true }).click();
    await expect(station.getByRole('alert')).toHaveText(say('tutorial.sculptHint'));
    await station.getByRole('radio', { name: say('sculpt.kind.sweet') }).check();
    await station.getByRole('button', { name: table.done, exact: true }).click();

    // Bruno pushes first: his ball sticks, he rolls it round, and it sticks again.
    await readSteps(page, 'stuck');
    await atStep(page, 'push');
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(wordsPrefix('fr', 'smugglers-2016', 'push.button'))}`) }).click();

    // The newcomer's ball is the heaviest through: from armchair 1 he inspects Bruno's, in the junk room.
    await readSteps(page, 'scale');
    await atStep(page, 'inspect');
    await page.getByRole('button', { name: say('inspect.guess', { contraband: say('contrabandA.sour'), name: 'Bruno' }) }).click();
    await readSteps(page, 'end');

    // A lesson leaves no save (expectFinished checks).
    await expectFinished(page, words('fr', 'shell')('tutorial.finishedTitle'), host.dataDir);
  });
});
