/** The personal workspace's id; a team workspace's id is the team's id (spec part 1 §3: default personal). */
export const personalWorkspace = 'personal';
