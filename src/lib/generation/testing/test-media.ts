import type { CallAnswer, GeneratedMedia, getTaskStatus, Result } from '../../../../contract';

type TaskStatus = CallAnswer<typeof getTaskStatus>;

export function testResult(overrides: Partial<Result> = {}): Result {
  return {
    id: 'media-1',
    url: '/media/media-1.png',
    generated_url: '/media/media-1.png',
    thumbnail_url: '/media/media-1.thumb.png',
    type: 'image',
    service_type: 'text-to-image',
    width: 1024,
    height: 1024,
    seed: 42,
    prompt_text: 'a fox in the snow',
    template_id: 'text_to_image_v1',
    params: {},
    is_favorite: false,
    ...overrides,
  };
}

export function testTaskStatus(overrides: Partial<TaskStatus> = {}): TaskStatus {
  return {
    task_id: 'task-1',
    status: 'queued',
    progress: null,
    error_message: null,
    template_id: 'text_to_image_v1',
    cost: 4,
    created_at: '2026-11-21T18:30:00.000Z',
    ...overrides,
  };
}

export function testMedia(overrides: Partial<GeneratedMedia> = {}): GeneratedMedia {
  return {
    id: 'media-1',
    generated_url: '/media/media-1.png',
    thumbnail_url: null,
    service_type: 'text-to-image',
    type: 'image',
    prompt_text: 'a fox in the snow',
    params: {},
    seed: 42,
    width: 1024,
    height: 1024,
    creation_date: '2026-11-21T18:30:00.000Z',
    is_favorite: false,
    project_id: null,
    project_name: null,
    status: 'completed',
    template_id: 'text_to_image_v1',
    input_image_url: null,
    remix_data: null,
    ...overrides,
  };
}

/** One page of history answered with `items`, as page `page` of `totalPages`. */
export function historyPage(items: GeneratedMedia[], page = 1, totalPages = 1, perPage = 20) {
  return { history: items, pagination: { current_page: page, per_page: perPage, total_pages: totalPages, total_items: items.length } };
}
