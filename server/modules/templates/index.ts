export { isTierAllowed } from './template-view';
export { registerTemplateRoutes } from './templates.routes';
export { createTemplateService, templateNotFound } from './templates.service';
export type { TemplateProviders } from './template-providers';
