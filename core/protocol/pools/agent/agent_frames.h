#pragma once
// The frames between a pool sandbox's container and its agent (judgedesk-sandbox-agent): a 4-byte length
// (little-endian), then fields, each a 4-byte length and its bytes. Header-only and free of Qt: the agent is
// a small static program of its own.
#include <cstdint>
#include <string>
#include <vector>

namespace jd::protocol::agent {

inline uint32_t readU32(const char* at) {
    return uint32_t(uint8_t(at[0])) | uint32_t(uint8_t(at[1])) << 8 | uint32_t(uint8_t(at[2])) << 16 |
           uint32_t(uint8_t(at[3])) << 24;
}

inline void appendU32(std::string& out, uint32_t value) {
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(char((value >> shift) & 0xff));
}

// A whole frame, its length first.
inline std::string encodeFrame(const std::vector<std::string>& fields) {
    std::string payload;
    for (const std::string& field : fields) {
        appendU32(payload, uint32_t(field.size()));
        payload += field;
    }
    std::string frame;
    appendU32(frame, uint32_t(payload.size()));
    return frame + payload;
}

// A frame's payload (what follows its length) into its fields; false when a length runs past the end or
// there is no field at all.
inline bool decodeFields(const std::string& payload, std::vector<std::string>& fields) {
    fields.clear();
    for (size_t at = 0; at < payload.size();) {
        if (payload.size() - at < 4) return false;
        const uint32_t length = readU32(payload.data() + at);
        at += 4;
        if (length > payload.size() - at) return false;
        fields.emplace_back(payload, at, length);
        at += length;
    }
    return !fields.empty();
}

} // namespace jd::protocol::agent
