/**
 * The typed words of each game's namespace. Each game's folder adds its own
 * entry, named by its id, with the type of its English catalogue, by
 * declaration merging (see src-renderer/src/games/<id>/manifest.ts); the
 * typed i18next resources (i18next.d.ts) include them. No list of games here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each game's folder (declaration merging)
export interface GameResources {}
