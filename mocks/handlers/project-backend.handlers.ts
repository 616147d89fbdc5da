import {
  createProject,
  deleteProjectItems,
  leaveProject,
  listProjects,
  moveProjectItems,
  renameProject,
  withSubProjects,
  type Project,
} from '@contract';
import { jsonBody, mockCall } from '../contract-handler';
import { buildProject, buildProjectTreeFixture } from '../fixtures/project.fixtures';

/**
 * A project list that remembers changes for one story: creates, renames, moves, deletes and leaves change what the
 * next list answers, so a story sees its change survive the refresh that follows it.
 */
export function projectBackend(initial: readonly Project[] = buildProjectTreeFixture()) {
  let projects = [...initial];
  return [
    mockCall(listProjects, () => ({ projects: [...projects] })),
    mockCall(createProject, async ({ request }) => {
      const body = await jsonBody<{ project_name: string; parent_id?: string | null }>(request);
      const project = buildProject({
        project_name: body.project_name,
        parent_id: body.parent_id ?? null,
        updated_at: new Date().toISOString(),
      });
      projects = [project, ...projects];
      return project;
    }),
    mockCall(renameProject, async ({ request, params }) => {
      const body = await jsonBody<{ project_name: string }>(request);
      projects = projects.map((project) => (project.id === params.id ? { ...project, project_name: body.project_name } : project));
      return projects.find((project) => project.id === params.id) ?? buildProject({ id: String(params.id) });
    }),
    mockCall(moveProjectItems, async ({ request }) => {
      const body = await jsonBody<{ target_project_id: string | null; project_ids?: string[]; content_ids?: string[] }>(request);
      const moved = new Set(body.project_ids ?? []);
      projects = projects.map((project) => (moved.has(project.id) ? { ...project, parent_id: body.target_project_id } : project));
      return { moved_projects: moved.size, moved_content: body.content_ids?.length ?? 0 };
    }),
    mockCall(deleteProjectItems, async ({ request }) => {
      const body = await jsonBody<{ project_ids?: string[]; content_ids?: string[] }>(request);
      const doomed = withSubProjects(projects, body.project_ids ?? []);
      projects = projects.filter((project) => !doomed.has(project.id));
      return { deleted_projects: doomed.size, deleted_content: body.content_ids?.length ?? 0, unassigned_content: 0 };
    }),
    mockCall(leaveProject, ({ params }) => {
      projects = projects.filter((project) => project.id !== params.id);
      return { success: true as const };
    }),
  ];
}
