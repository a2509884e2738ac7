/** The shell's parts not needed for the first screen, loaded as one chunk right after it: quick jump and the token prompt. */
import { QuickJump } from './QuickJump';
import { TokenPromptModal } from './TokenPromptModal';

export default function OnDemandParts() {
  return (
    <>
      <QuickJump />
      <TokenPromptModal />
    </>
  );
}
