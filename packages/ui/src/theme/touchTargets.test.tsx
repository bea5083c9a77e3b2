/**
 * Touch targets: in every site theme, every visible button, link and tab that the foundation
 * components render is at least 44 CSS px tall (the theme's `controlHeight` floor), so density
 * changes between sites can never shrink a tap target below what a thumb can hit.
 */
import { siteCodes } from '@platform/site-config';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import * as previewAnnotations from '../../../../.storybook/preview.tsx';
import * as actionSheetStories from '../components/ActionSheet/ActionSheet.stories.tsx';
import * as appShellStories from '../components/AppShell/AppShell.stories.tsx';
import * as buttonStories from '../components/Button/Button.stories.tsx';
import * as confirmDialogStories from '../components/ConfirmDialog/ConfirmDialog.stories.tsx';
import * as listCellStories from '../components/ListCell/ListCell.stories.tsx';
import * as maintenanceStateStories from '../components/MaintenanceState/MaintenanceState.stories.tsx';
import * as pickerStories from '../components/Picker/Picker.stories.tsx';
import * as refreshableListStories from '../components/RefreshableList/RefreshableList.stories.tsx';
import * as tabsStories from '../components/Tabs/Tabs.stories.tsx';
import * as updatePromptStories from '../components/UpdatePrompt/UpdatePrompt.stories.tsx';

setProjectAnnotations(previewAnnotations);

const minimumTouchTargetPx = 44;

const storyFiles = {
  ActionSheet: actionSheetStories,
  AppShell: appShellStories,
  Button: buttonStories,
  ConfirmDialog: confirmDialogStories,
  ListCell: listCellStories,
  MaintenanceState: maintenanceStateStories,
  Picker: pickerStories,
  RefreshableList: refreshableListStories,
  Tabs: tabsStories,
  UpdatePrompt: updatePromptStories,
};

const tappable = 'button, a[href], [role="tab"], label:has(input)';

for (const site of siteCodes) {
  describe(`in the ${site} theme`, () => {
    for (const [component, storyModule] of Object.entries(storyFiles)) {
      test(`${component}: every tappable element is at least ${minimumTouchTargetPx}px tall`, async () => {
        const stories = composeStories(storyModule as Parameters<typeof composeStories>[0], {
          initialGlobals: { site },
        }) as Record<string, ComponentType>;
        const tooSmall: string[] = [];
        let measured = 0;
        for (const [name, Story] of Object.entries(stories)) {
          const screen = await render(<Story />);
          for (const element of document.body.querySelectorAll<HTMLElement>(tappable)) {
            const box = element.getBoundingClientRect();
            // Screen-reader-only controls (1 px until focused) are not tap targets.
            if (box.width <= 1 || box.height === 0) {
              continue;
            }
            measured += 1;
            if (box.height < minimumTouchTargetPx) {
              tooSmall.push(`${name}: "${element.textContent?.trim()}" is ${box.height}px`);
            }
          }
          await screen.unmount();
        }
        expect(measured).toBeGreaterThan(0);
        expect(tooSmall).toEqual([]);
      });
    }
  });
}
