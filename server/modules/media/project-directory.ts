/**
 * Which projects a user may file creations into or filter by. The seam the projects issue fills: there are no
 * projects yet, so every project id answers 404 (a run with none goes to no project, and history filters on
 * 'unassigned' work). Replace `noProjectsYet` in app.ts with the projects repository.
 */
export interface ProjectDirectory {
  writableProject(userId: string, projectId: string): Promise<{ id: string; name: string } | null>;
  readableProject(userId: string, projectId: string): Promise<{ id: string; name: string } | null>;
}

export const noProjectsYet: ProjectDirectory = {
  writableProject: async () => null,
  readableProject: async () => null,
};
