// A table sized for the worst case the statement allows, far beyond the memory limit: the JVM's heap
// (capped at the limit) refuses it at once with an OutOfMemoryError.
public class Hog {
    public static void main(String[] args) {
        long[] table = new long[1 << 27];
        System.out.println(table.length);
    }
}
