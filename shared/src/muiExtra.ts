/**
 * `@offerdesk/shared/mui-extra`: the MUI components no first page needs (dialogs, autocomplete,
 * stepper, radios, tooltip), shared as their own singleton so the tree-shaken `@mui/material`
 * share (shared/used-exports.json) that every first load fetches stays small.
 *
 * They come from MUI's own component paths, so they must run on the same build's MUI internals
 * (styled engine, default props, RTL) as the loaded `@mui/material`: the runtime plugin
 * scripts/webpack/muiExtraRuntimePlugin.ts always picks this entry from the app that provided
 * the loaded `@mui/material`. Apps import these names from here; lint refuses them from
 * '@mui/material' (they are not in used-exports.json). HintedButton, built on Tooltip, is here for the same reason.
 */
export { default as Accordion } from '@mui/material/Accordion';
export { default as AccordionDetails } from '@mui/material/AccordionDetails';
export { default as AccordionSummary } from '@mui/material/AccordionSummary';
export { default as Autocomplete } from '@mui/material/Autocomplete';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as IconButton } from '@mui/material/IconButton';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListSubheader } from '@mui/material/ListSubheader';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Step } from '@mui/material/Step';
export { default as StepButton } from '@mui/material/StepButton';
export { default as Stepper } from '@mui/material/Stepper';
export { default as Tooltip } from '@mui/material/Tooltip';
export { HintedButton, type HintedButtonProps } from './ui/HintedButton';
export { requiredFieldsHint } from './ui/RequiredFieldsHint';
