// contest.yaml of a LemonLime / Cena contest folder: an error or a contest, never a crash.
#include "contest/contest_folder.h"
#include "fuzz_input.h"
#include "judge/languages.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const jd::judge::LanguageRegistry languages = jd::judge::LanguageRegistry::load({}).value();
    const QString root = jd::fuzz::freshDirectory();
    jd::fuzz::writeFile(root + "/contest.yaml", jd::fuzz::bytes(data, size));
    jd::fuzz::writeFile(root + "/data/sum/1.in", "1 2\n");
    jd::fuzz::writeFile(root + "/data/sum/1.out", "3\n");
    jd::fuzz::writeFile(root + "/source/alice/sum.cpp", "int main() {}\n");
    (void)jd::contest::readContestFolder(root, languages);
    return 0;
}
