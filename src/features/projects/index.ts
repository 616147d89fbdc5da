export { CreateProjectDialog } from './components/dialogs/create-project-dialog';
export { DeleteDialog } from './components/dialogs/delete-dialog';
export { MoveDialog } from './components/dialogs/move-dialog';
export { RenameDialog } from './components/dialogs/rename-dialog';
export { ShareDialog } from './components/dialogs/share-dialog';
export { ProjectSidebar } from './components/sidebar/project-sidebar';
export { StudioScreen } from './components/studio/studio-screen';
