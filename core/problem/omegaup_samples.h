#pragma once
// omegaUp's statements write their examples in a Markdown extension of its own: a table started by a
// line `||input`, each example's input, `||output` and its output (perhaps `||description` and words
// about it), as many examples as there are, and `||end`. Markdown without it shows these lines as a
// run-on paragraph; this turns each example into plain Markdown: a heading and a code block for its
// input and its output, and the description as text.
#include <QString>

namespace jd::problem {

// `markdown` with omegaUp's example tables written out; text without such a table comes back as it is.
QString omegaupSamplesAsMarkdown(const QString& markdown);

} // namespace jd::problem
