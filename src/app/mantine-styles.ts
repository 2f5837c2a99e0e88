// Mantine styles are imported per component (not the whole sheet) to keep render-blocking CSS
// small. Features import the styles of the extra components they use, next to their code. Input
// and Alert are here too: the guest portal's first view (the find form) and every other form use
// them, and as stylesheets of their own they were two more requests before its first paint.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/notifications/styles.css';
// The theme's own variables (brand colours, fonts), computed by the build from theme.ts
// (scripts/vite-plugins/mantine-theme-css.ts); after Mantine's defaults, which they override.
import 'virtual:mantine-theme.css';
