import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { toast } from '@/design-system';
import { lastWorkshopVisit, useTemplateCatalog } from '@/domain/generation';
import { paths } from '@/domain/paths';
import { projectsQueryOptions } from '@/domain/projects';
import { sessionStore } from '@/domain/session';
import { teamsQueryOptions } from '@/domain/teams';
import { isLanguage, languages, useChangeLanguage, useTranslation, type TranslationKey } from '@/lib/i18n';
import type { PaletteCommand } from '../model/palette-command';
import type { PaletteActions } from './palette-props';

/** The screens the palette leads to, with their titles' keys: the side panel's places and billing. */
const screens = [
  { id: 'workshop', href: paths.workshop() },
  { id: 'aiTools', href: paths.aiTools },
  { id: 'studio', href: paths.studio() },
  { id: 'gallery', href: paths.gallery },
  { id: 'teams', href: paths.teams() },
  { id: 'account', href: paths.account },
  { id: 'billing', href: paths.billing },
] as const;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Every command of the palette, in its sections' order: the screens, the actions, the workspace's projects, the
 * user's teams and the workspace's templates (from the queries the studio, the teams screen and the hub share, so
 * they are usually cached). The workshop's last visit in this tab is read once, as the palette opens.
 */
export function usePaletteCommands({ teamId, onNavigate, onOpenQueue }: PaletteActions, onShowShortcuts: () => void) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const { token } = useSnapshot(sessionStore);
  const projects = useQuery(projectsQueryOptions(teamId));
  const teams = useQuery(teamsQueryOptions(token));
  const templates = useTemplateCatalog(teamId);
  const [lastRun] = useState(lastWorkshopVisit);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const commands = useMemo(() => {
    const otherLanguage = language === 'en' ? 'ar' : 'en';
    const lastTemplate = lastRun && templates.data?.find((template) => template.template_id === lastRun.templateId);
    const list: PaletteCommand[] = [
      ...screens.map(({ id, href }) => ({
        id: `screens:${id}`,
        section: 'screens' as const,
        label: t(`shell.screens.${id}.title` as TranslationKey),
        keywords: wordsOf(t(`commandPalette.keywords.${id}` as TranslationKey)),
        perform: () => onNavigate(href),
      })),
      ...(lastRun && lastTemplate
        ? [
            {
              id: 'actions:repeatLast',
              section: 'actions' as const,
              label: t('commandPalette.actions.repeatLast', { template: lastTemplate.label }),
              keywords: wordsOf(t('commandPalette.actions.repeatLastKeywords')),
              perform: () => onNavigate(paths.workshop(lastRun.templateId), lastRun.state),
            },
          ]
        : []),
      { id: 'actions:queue', section: 'actions', label: t('commandPalette.actions.openQueue'), perform: onOpenQueue },
      {
        id: 'actions:language',
        section: 'actions',
        label: t('commandPalette.actions.switchLanguage', { language: languages[otherLanguage].nativeName }),
        keywords: [languages[otherLanguage].nativeName, t('common.language')],
        perform: () =>
          void changeLanguage(otherLanguage).then((result) => {
            if (result.hasFailed) toast.error(t('app.languageFileFailed'));
          }),
      },
      { id: 'actions:shortcuts', section: 'actions', label: t('commandPalette.actions.showShortcuts'), perform: onShowShortcuts },
      ...(projects.data ?? []).map((project) => ({
        id: `projects:${project.id}`,
        section: 'projects' as const,
        label: project.project_name,
        perform: () => onNavigate(paths.studio(project.id)),
      })),
      ...(teams.data ?? []).map((team) => ({
        id: `teams:${team.id}`,
        section: 'teams' as const,
        label: team.team_name,
        perform: () => onNavigate(paths.teams(team.id)),
      })),
      ...(templates.data ?? []).map((template) => ({
        id: `templates:${template.template_id}`,
        section: 'templates' as const,
        label: template.label,
        keywords: [template.category],
        perform: () => onNavigate(paths.workshop(template.template_id)),
      })),
    ];
    return list;
  }, [t, language, lastRun, templates.data, projects.data, teams.data, onNavigate, onOpenQueue, onShowShortcuts, changeLanguage]);

  return { commands, isLoading: projects.isPending || templates.isPending, hasFailed: projects.isError || templates.isError };
}
