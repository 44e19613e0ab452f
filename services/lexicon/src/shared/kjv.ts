/** The tagged text every count, occurrence and verse analysis of the dictionary is taken from. */
export const KJV_VERSION = 'kjv';
