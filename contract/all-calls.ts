import * as account from './account';
import * as auth from './auth';
import * as billing from './billing';
import { isCallDefinition, type CallDefinition } from './core';
import * as generation from './generation';
import * as health from './health';
import * as lineage from './lineage';
import * as media from './media';
import * as mediaSearch from './media-search';
import * as notifications from './notifications';
import * as points from './points';
import * as projects from './projects';
import * as queue from './queue';
import * as teamBudgets from './team-budgets';
import * as teams from './teams';
import * as templates from './templates';
import * as user from './user';
import * as webhooks from './webhooks';

/** The contract's areas, one file each; a new area joins the list here. */
const areas = [
  health,
  auth,
  user,
  account,
  points,
  billing,
  templates,
  generation,
  queue,
  media,
  lineage,
  mediaSearch,
  projects,
  teams,
  teamBudgets,
  notifications,
  webhooks,
];

/**
 * Every call of the API, for the contract tests: whatever an area's file defines with `defineCall`, so a new
 * call is in the list (and so in the tests that walk it) as soon as it is defined.
 */
export const allCalls: readonly CallDefinition[] = areas.flatMap((area) => Object.values(area).filter(isCallDefinition));
