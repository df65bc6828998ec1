// What other features may use of messages; the rest is its own. Re-exports only: the build
// treats this file as free of side effects (docs/decisions/105).
export { useUnreadMessages } from './api/get-conversations';
export { StartConversationDialog } from './components/start-conversation-dialog';
export { FamilyMessages } from './components/family-messages';
