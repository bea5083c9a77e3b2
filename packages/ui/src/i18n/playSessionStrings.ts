/** The words over an open game (issue 23): the session bar and the reality check. */
export type PlaySessionStrings = {
  sessionBar: {
    /** The bar's accessible name. */
    label: string;
    played: string;
    netResult: string;
  };
  realityCheck: {
    title: string;
    /** `playTime` arrives formatted (h:mm:ss). */
    message: (playTime: string) => string;
    playTime: string;
    netResult: string;
    continue: string;
    leave: string;
  };
};
