/**
 * The fragments prompt suggestions are drawn from (spec part 2 §5). They are English on purpose: they become part
 * of the prompt the model reads, not interface text.
 */
export const promptFragments = {
  style: ['cinematic still', 'oil painting', 'watercolor illustration', 'digital art', '35mm film photograph', 'hyperrealistic render'],
  details: ['highly detailed', 'intricate textures', 'sharp focus', 'expressive eyes', 'fine skin texture', '8k resolution'],
  lighting: ['golden hour lighting', 'soft rim light', 'dramatic chiaroscuro', 'neon glow', 'volumetric fog', 'overcast diffuse light'],
  architecture: ['gothic spires', 'weathered stone walls', 'towering battlements', 'ornate arches', 'moss-covered ruins'],
  setting: ['on a misty hillside', 'in a rain-soaked city street', 'under a starry sky', 'in a sunlit valley', 'along a coastal highway'],
  elements: ['swirling nebulae', 'distant planets', 'floating asteroids', 'aurora in the sky', 'snow-capped peaks', 'a winding river'],
} as const;

export type FragmentList = keyof typeof promptFragments;

/** The last word that triggers suggestions, and the lists it draws from, most fitting first. */
export const promptTriggers: Record<string, readonly FragmentList[]> = {
  portrait: ['style', 'details', 'lighting'],
  woman: ['style', 'details', 'lighting', 'setting'],
  man: ['style', 'details', 'lighting', 'setting'],
  castle: ['architecture', 'setting', 'lighting'],
  car: ['style', 'setting', 'lighting', 'details'],
  space: ['elements', 'style', 'lighting'],
  landscape: ['setting', 'elements', 'lighting', 'style'],
};
