import type { Template } from '../../../../contract';

/** A minimal template for this layer's tests (the rich catalog lives in mocks/, which lib may not import). */
export function testTemplate(overrides: Partial<Template> = {}): Template {
  return {
    template_id: 'text_to_image_v1',
    label: 'Text to Image',
    description: 'Turn words into a picture.',
    category: 'Creative',
    scenario: 'text',
    type: ['text-to-image'],
    tier: ['Free', 'Plus', 'Pro', 'Enterprise'],
    cost: 4,
    thumbnail_url: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    is_experimental: false,
    paired_template_id: null,
    parent_template_id: null,
    input_requirements: [{ key: 'USER_PROMPT', label: 'Prompt', type: 'prompt', is_required: true }],
    configurable_tasks: [],
    is_allowed: true,
    ...overrides,
  };
}

export const imageInput = { key: 'USER_UPLOADED_IMAGE_URL', label: 'Image', type: 'image', is_required: true, purpose: 'seed' } as const;
export const maskInput = { key: 'MASK_IMAGE_URL', label: 'Mask', type: 'image', is_required: true, purpose: 'mask' } as const;
export const promptInput = { key: 'USER_PROMPT', label: 'Prompt', type: 'prompt', is_required: true } as const;
