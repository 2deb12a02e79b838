/** Function words carrying no topic: excluded from keywords and class evidence, down-weighted in embeddings. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything
  are aren around as at away be became because become been before being below between both but by can cannot
  could couldn did didn do does doesn doing don done down during each either else enough even ever every few
  for from further get gets getting got had hadn has hasn have haven having he her here hers herself him himself
  his how however i if in into is isn it its itself just least less let like ll may me might mine more most much
  must my myself neither no nor not now of off often on once one only or other others our ours ourselves out
  over own per perhaps quite rather re really s same several shall she should shouldn since so some someone
  something still such t than that the their theirs them themselves then there these they this those though
  through thus to too toward towards under until up upon us ve very via was wasn we were weren what whatever
  when where whether which while who whom whose why will with within without won would wouldn yet you your
  yours yourself yourselves`.split(/\s+/),
);

export const isStopword = (word: string): boolean => STOPWORDS.has(word);
