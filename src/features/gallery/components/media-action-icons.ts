import { Expand, Paintbrush, Shuffle, Sparkles, WandSparkles } from 'lucide-react';

/** The icons the details viewer gives the same actions, so a tool looks the same wherever it is offered. */
export const mediaActionIcons = {
  remix: Shuffle,
  upscale: Sparkles,
  variations: WandSparkles,
  outpaint: Expand,
  inpaint: Paintbrush,
} as const;
