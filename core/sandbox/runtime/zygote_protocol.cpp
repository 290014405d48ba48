#include "zygote_protocol.h"

#include <cstring>
#include <utility>

namespace jd::sandbox {

namespace {
constexpr std::pair<IsolationMode, const char*> kModeWords[] = {
    {IsolationMode::Privileged, "privileged"},
    {IsolationMode::UserNamespace, "userns"},
    {IsolationMode::None, "none"},
};
} // namespace

const char* zygoteModeWord(IsolationMode mode) {
    for (const auto& [known, word] : kModeWords)
        if (known == mode) return word;
    return "?";
}

bool zygoteModeFromWord(const char* word, IsolationMode& mode) {
    for (const auto& [known, name] : kModeWords)
        if (std::strcmp(word, name) == 0) {
            mode = known;
            return true;
        }
    return false;
}

namespace {

class Writer {
public:
    void u32(uint32_t v) { bytes_.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void u64(uint64_t v) { bytes_.append(reinterpret_cast<const char*>(&v), sizeof v); }
    void str(const std::string& s) {
        u32(static_cast<uint32_t>(s.size()));
        bytes_ += s;
    }
    void strings(const std::vector<std::string>& list) {
        u32(static_cast<uint32_t>(list.size()));
        for (const auto& s : list)
            str(s);
    }
    std::string take() { return std::move(bytes_); }

private:
    std::string bytes_;
};

class Reader {
public:
    explicit Reader(const std::string& bytes)
        : bytes_(bytes) {}
    bool u32(uint32_t& v) { return raw(&v, sizeof v); }
    bool u64(uint64_t& v) { return raw(&v, sizeof v); }
    bool str(std::string& s) {
        uint32_t size;
        if (!u32(size) || size > bytes_.size() - offset_) return false;
        s.assign(bytes_, offset_, size);
        offset_ += size;
        return true;
    }
    bool strings(std::vector<std::string>& list) {
        uint32_t count;
        if (!u32(count) || count > bytes_.size()) return false;
        list.resize(count);
        for (auto& s : list)
            if (!str(s)) return false;
        return true;
    }
    bool atEnd() const { return offset_ == bytes_.size(); }

private:
    bool raw(void* out, size_t size) {
        if (size > bytes_.size() - offset_) return false;
        std::memcpy(out, bytes_.data() + offset_, size);
        offset_ += size;
        return true;
    }
    const std::string& bytes_;
    size_t offset_ = 0;
};

constexpr uint32_t kMagic = 0x4a444c31; // "JDL1"

constexpr uint32_t kBindMagic = 0x4a444231; // "JDB1"

void writeMounts(Writer& w, const std::vector<MountRequest>& mounts) {
    w.u32(static_cast<uint32_t>(mounts.size()));
    for (const auto& m : mounts) {
        w.str(m.hostPath);
        w.str(m.insidePath);
        w.u32(m.writable);
        w.u64(m.tmpfsSize);
    }
}

bool readMounts(Reader& r, size_t limit, std::vector<MountRequest>& mounts) {
    uint32_t count;
    if (!r.u32(count) || count > limit) return false;
    mounts.resize(count);
    for (auto& m : mounts) {
        uint32_t writable;
        if (!r.str(m.hostPath) || !r.str(m.insidePath) || !r.u32(writable) || !r.u64(m.tmpfsSize)) return false;
        m.writable = writable != 0;
    }
    return true;
}

} // namespace

std::string serializeBindRequest(const std::vector<MountRequest>& mounts) {
    Writer w;
    w.u32(static_cast<uint32_t>(ZygoteMessage::PrepareBinds));
    w.u32(kBindMagic);
    writeMounts(w, mounts);
    return w.take();
}

bool deserializeBindRequest(const std::string& bytes, std::vector<MountRequest>& mounts) {
    Reader r(bytes);
    uint32_t kind, magic;
    if (!r.u32(kind) || kind != static_cast<uint32_t>(ZygoteMessage::PrepareBinds)) return false;
    if (!r.u32(magic) || magic != kBindMagic) return false;
    return readMounts(r, bytes.size(), mounts) && r.atEnd();
}

std::string LaunchRequest::serialize() const {
    Writer w;
    w.u32(static_cast<uint32_t>(ZygoteMessage::Launch));
    w.u32(kMagic);
    w.strings(argv);
    w.strings(environment);
    w.str(workingDirectory);
    writeMounts(w, mounts);
    w.u32(static_cast<uint32_t>(resourceLimits.size()));
    for (const auto& r : resourceLimits) {
        w.u32(static_cast<uint32_t>(r.resource));
        w.u64(r.value);
    }
    w.u32(static_cast<uint32_t>(cpus.size()));
    for (int cpu : cpus)
        w.u32(static_cast<uint32_t>(cpu));
    w.u64(tmpSize);
    w.u32(uid);
    w.u32(gid);
    w.u32(allowNetworkSockets | (allowUnixSockets << 1) | (blockAffinityChanges << 2) | (readOnlyTmp << 3) |
          (ownNetwork << 4));
    w.u32(inheritedFds);
    w.strings(writablePaths);
    return w.take();
}

bool LaunchRequest::deserialize(const std::string& bytes, LaunchRequest& out) {
    Reader r(bytes);
    uint32_t kind, magic, count, flags;
    if (!r.u32(kind) || kind != static_cast<uint32_t>(ZygoteMessage::Launch)) return false;
    if (!r.u32(magic) || magic != kMagic) return false;
    if (!r.strings(out.argv) || !r.strings(out.environment) || !r.str(out.workingDirectory)) return false;
    if (!readMounts(r, bytes.size(), out.mounts)) return false;
    if (!r.u32(count) || count > bytes.size()) return false;
    out.resourceLimits.resize(count);
    for (auto& limit : out.resourceLimits) {
        uint32_t resource;
        if (!r.u32(resource) || !r.u64(limit.value)) return false;
        limit.resource = static_cast<int>(resource);
    }
    if (!r.u32(count) || count > bytes.size()) return false;
    out.cpus.resize(count);
    for (auto& cpu : out.cpus) {
        uint32_t value;
        if (!r.u32(value)) return false;
        cpu = static_cast<int>(value);
    }
    if (!r.u64(out.tmpSize) || !r.u32(out.uid) || !r.u32(out.gid) || !r.u32(flags)) return false;
    out.allowNetworkSockets = flags & 1;
    out.allowUnixSockets = flags & 2;
    out.blockAffinityChanges = flags & 4;
    out.readOnlyTmp = flags & 8;
    out.ownNetwork = flags & 16;
    if (!r.u32(out.inheritedFds) || out.inheritedFds > LaunchPacket::kMaxDescriptors) return false;
    if (!r.strings(out.writablePaths)) return false;
    return r.atEnd() && !out.argv.empty();
}

} // namespace jd::sandbox
