export { UserSettingsModal, type UserSettingsModalProps } from "./components/user-settings-modal";
