export { ProviderError, type GenerationProvider, type ProviderJob, type ProviderOutput, type TemplateType } from './provider';
export {
  createProviderRegistry,
  type ProviderChoice,
  type ProviderRegistry,
  type ProviderRegistryOptions,
  type TemplateProviderConfig,
} from './provider-registry';
export { createLocalProvider, type LocalProviderOptions } from './local/local-provider';
export { checkOutpaintSides, type OutpaintSides } from './local/outpaint';
export { createRunwareProvider, type RunwareProviderOptions } from './runware/runware-provider';
export { createComfyProvider, type ComfyProviderOptions } from './comfyui/comfyui-provider';
export { defaultWorkflowDir, loadWorkflows } from './comfyui/workflow-files';
