/**
 * How a painted mask shows over a picture, the same in the mask editor and wherever the mask is shown again: a
 * translucent colour that no photograph is likely to have. The exported mask itself is black and white.
 */
export const maskTint = { colour: '#ff2d6f', opacity: 0.55 } as const;
