/** Setting up a new match: players, bots, seed and the game's own options. */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameId, catalog, isPlayableGameId } from '../games/catalog';
import { BotLevelField, PlayerCountPicker, SeatNameField } from '../components/SeatFields';
import { useFocusHeading } from '../components/useFocusHeading';
import { useGameUi } from '../games/loadGameUi';
import { OptionsForm } from '../kit2d/options/OptionsForm';
import { getHost } from '../host';
import { playersLabel } from '../saves/pick';
import { startingOptions, useGameOptions } from '../setup/gameOptions';
import { type SeatDraft, defaultSeats, nameProblem, parseSeed, resizeSeats, toSeatSetup } from '../setup/seats';
import { useMatch } from '../stores/match';
import { useNavigation } from '../stores/navigation';
import { usePlayerName } from '../stores/playerName';
import { startTutorial } from '../stores/tutorial';
import { leavingRequest } from './leavingRequest';
import './NewGame.css';

function initialCount(min: number, max: number): number {
  return Math.min(max, Math.max(min, 4));
}

export function NewGame({ game, initialOptions }: { game: GameId; initialOptions?: unknown }) {
  const { t } = useTranslation('shell');
  const entry = catalog.find((candidate) => candidate.id === game);
  const playable = entry?.available === true && isPlayableGameId(game);
  const heading = useFocusHeading();
  const go = useNavigation((state) => state.go);
  const openMatch = useMatch((state) => state.open);
  const playerName = usePlayerName();
  // Only the chosen game's options and UI load, each in its own chunk.
  const spec = useGameOptions(playable ? game : null);
  const ui = useGameUi(playable ? game : null);

  const min = entry?.minPlayers ?? 1;
  const max = entry?.maxPlayers ?? 1;
  const [count, setCount] = useState(() => initialCount(min, max));
  const [seats, setSeats] = useState<SeatDraft[]>(() => defaultSeats(initialCount(min, max), playerName));
  const [seedText, setSeedText] = useState('');
  /** Undefined until the game's options are loaded. */
  const [options, setOptions] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const seedId = useId();
  const seedHintId = useId();

  useEffect(() => {
    if (spec.status === 'ready') setOptions((current: unknown) => current ?? startingOptions(spec.spec, count, initialOptions));
  }, [spec, count, initialOptions]);

  if (!entry || !playable || spec.status === 'missing') {
    return (
      <main className="screen screen-narrow">
        <h1 ref={heading} tabIndex={-1}>
          {t('newGame.unplayable')}
        </h1>
        <button type="button" className="btn" onClick={() => go({ name: 'menu' })}>
          {t('common.back')}
        </button>
      </main>
    );
  }

  const seed = parseSeed(seedText, t);
  const problems = seats.map((seat) => nameProblem(seat.name, t));
  const names = seats.map((seat) => seat.name.trim().toLowerCase());
  const duplicate = names.some((name, index) => name !== '' && names.indexOf(name) !== index);
  const valid = seed.ok && problems.every((problem) => problem === null) && !duplicate;

  function changeCount(next: number) {
    setCount(next);
    setSeats((current) => resizeSeats(current, next, playerName));
  }

  function changeSeat(index: number, change: Partial<SeatDraft>) {
    setSeats((current) => current.map((seat, at) => (at === index ? { ...seat, ...change } : seat)));
  }

  /** The game's guided first game, from here as from the menu's card. */
  async function learn() {
    await leavingRequest({ setBusy, setError }, () => startTutorial(game, playerName));
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (!valid || !seed.ok || options === undefined) return;
    const setup = { game, seats: seats.map(toSeatSetup), options };
    await leavingRequest({ setBusy, setError }, async () => {
      const opened = await getHost().request({
        type: 'createMatch',
        game,
        seats: setup.seats,
        options,
        ...(seed.seed === undefined ? {} : { seed: seed.seed }),
      });
      void openMatch(opened, setup);
      go({ name: 'game' });
    });
  }

  // The rows come with the options, the look (and any control of the game's own) with its UI.
  const optionRows = spec.status === 'ready' && ui.status === 'ready' ? spec.spec.form : undefined;
  const optionsLook = (ui.status === 'ready' ? ui.ui.optionsForm : undefined) ?? { className: '' };

  return (
    <main className="screen screen-narrow new-game">
      <header className="screen-header">
        <button type="button" className="btn btn-ghost" onClick={() => go({ name: 'menu' })}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {t('newGame.title', { title: entry.title })}
        </h1>
        {entry.tutorial === true && (
          <button type="button" className="btn new-game-learn" onClick={() => void learn()} disabled={busy} data-testid="new-game-learn">
            {t('tutorial.learnFirst', { title: entry.title })}
          </button>
        )}
      </header>

      <form className="new-game-form" onSubmit={start} noValidate>
        <section className="panel new-game-section" aria-labelledby="players-title">
          <div className="new-game-section-head">
            <h2 id="players-title">
              {t('newGame.players')} <span className="new-game-range">{playersLabel(t, min, max)}</span>
            </h2>
            <PlayerCountPicker name="player-count" min={min} max={max} count={count} onChange={changeCount} />
          </div>

          <ol className="seat-list">
            {seats.slice(0, count).map((seat, index) => {
              const problem = showProblems ? problems[index] : null;
              const seatNumber = index + 1;
              return (
                <li key={index} className={`seat-row seat-row-${seat.kind}`} data-testid={`seat-row-${seatNumber}`}>
                  <span className="seat-number" aria-hidden="true">
                    {seatNumber}
                  </span>
                  <label className="field seat-kind">
                    <span className="field-label">{t('newGame.seat', { seat: seatNumber })}</span>
                    <select
                      className="select"
                      value={seat.kind}
                      aria-label={t('newGame.seatPlayer', { seat: seatNumber })}
                      onChange={(event) => changeSeat(index, { kind: event.target.value as SeatDraft['kind'] })}
                    >
                      <option value="human">{t('newGame.human')}</option>
                      <option value="bot">{t('newGame.bot')}</option>
                    </select>
                  </label>
                  <SeatNameField seat={seatNumber} name={seat.name} invalid={Boolean(problem)} onChange={(name) => changeSeat(index, { name })} />
                  {seat.kind === 'bot' ? (
                    <BotLevelField seat={seatNumber} level={seat.level} onChange={(level) => changeSeat(index, { level })} />
                  ) : (
                    <span className="seat-level seat-level-human">{t('newGame.playsHere')}</span>
                  )}
                  {problem && (
                    <p className="message-error seat-problem" role="alert">
                      {t('newGame.seatProblem', { seat: seatNumber, problem })}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {showProblems && duplicate && (
            <p className="message-error" role="alert">
              {t('newGame.duplicateNames')}
            </p>
          )}
          <p className="hint">{t('newGame.hotSeatHint')}</p>
        </section>

        <div className="new-game-side">
        <section className="panel new-game-section" aria-labelledby="table-title">
          <h2 id="table-title">{t('newGame.table')}</h2>
          <div className="field seed-field">
            <label className="field-label" htmlFor={seedId}>
              {t('newGame.seed')}
            </label>
            <input
              id={seedId}
              className="input"
              inputMode="numeric"
              placeholder={t('newGame.seedPlaceholder')}
              value={seedText}
              aria-invalid={!seed.ok ? true : undefined}
              aria-describedby={seedHintId}
              onChange={(event) => setSeedText(event.target.value)}
            />
            <span id={seedHintId} className={seed.ok ? 'hint' : 'message-error'}>
              {seed.ok ? t('newGame.seedHint') : seed.message}
            </span>
          </div>
          {(ui.status === 'loading' || spec.status === 'loading') && <p className="hint">{t('newGame.optionsLoading')}</p>}
          {spec.status === 'failed' && <p className="message-error">{t('newGame.optionsFailed', { message: spec.message })}</p>}
          {spec.status !== 'failed' && ui.status === 'failed' && <p className="message-error">{t('newGame.optionsFailed', { message: ui.message })}</p>}
          {optionRows && options !== undefined && (
            <div className="options-form">
              <OptionsForm namespace={game} rows={optionRows} look={optionsLook} options={options} seats={count} onChange={setOptions} />
            </div>
          )}
        </section>

        <div className="new-game-start">
          <div className="new-game-actions">
            {error && (
              <p className="message-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-large" disabled={busy || options === undefined}>
              {busy ? t('newGame.starting') : t('newGame.start')}
            </button>
          </div>
        </div>
        </div>
      </form>
    </main>
  );
}
