// Holds on to 16 MiB arrays until 2 GiB; run with a heap larger than the sandbox's memory limit.
import java.util.ArrayList;

public class MemoryBomb {
    public static void main(String[] args) {
        ArrayList<byte[]> kept = new ArrayList<>();
        for (int i = 0; i < 128; ++i) {
            byte[] block = new byte[16 << 20];
            java.util.Arrays.fill(block, (byte) i);
            kept.add(block);
        }
        System.out.println(kept.size());
    }
}
