/**
 * The §7 bot lookups read the bot module's `bots` table (one declaration: the bot module's).
 * `shared` 1 makes a bot visible to every application of the tenant, 0 keeps it to its own.
 */
export { bots } from '../../bot/bot/table.ts';
