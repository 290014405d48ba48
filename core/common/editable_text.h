#pragma once
// A file's bytes as the text an editor holds, and the edited text as bytes again, changing nothing that was not
// edited: the encoding the file was written in is kept (common/text_encoding.h), and so are its line ends, which a
// QPlainTextEdit does not keep (a Windows file would come back with every line changed). A file that cannot come
// back as it was (bytes its encoding does not read, lines ending in several ways) says so, to be shown read-only.
#include "common/result.h"

#include <QByteArray>
#include <QString>

namespace jd {

class EditableText {
public:
    // Fails for binary data (see decodeText).
    static Result<EditableText> read(const QByteArray& bytes);

    // With '\n' line ends, as a text document holds them.
    const QString& text() const { return text_; }
    QByteArray encoding() const { return encoding_; }
    bool isUtf8() const { return encoding_ == "UTF-8"; }
    // bytesOf(text()) is the file's bytes.
    bool savesAsRead() const { return savesAsRead_; }
    // Some lines ended in CR LF and some otherwise: saving ends them all alike.
    bool hasMixedLineEnds() const { return mixedLineEnds_; }

    // `edited` (with '\n' line ends) in the file's encoding and line ends; fails naming a character the encoding
    // lacks.
    Result<QByteArray> bytesOf(const QString& edited) const;

private:
    QString text_;
    QByteArray encoding_ = "UTF-8";
    bool windowsLineEnds_ = false;
    bool mixedLineEnds_ = false;
    bool savesAsRead_ = true;
};

} // namespace jd
